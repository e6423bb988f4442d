// Pattern databases as stored and built: the byte form (round trip, damaged and stale copies
// refused), the builder's slices and progress, and the partitions' parsing and checks.
#include "model/scramble.hpp"
#include "support.hpp"
#include "tables/pattern_database_builder.hpp"

using namespace slide;
using slide::testing::build_tables;
using slide::testing::puzzle;

TEST_CASE("pdb: the byte form round-trips and refuses damaged or stale copies", "[pdb]") {
  auto p = puzzle("8");
  const auto db = build_tables(p, "1,2,3/4,5,6/7,8");
  const std::vector<std::uint8_t> bytes = db->serialize();
  // magic, version, "3x3", n and goal, entry width, group count, groups (size, tiles, count),
  // tables at two entries a byte (9*8*7, 9*8*7, 9*8 entries), checksum.
  CHECK(bytes.size() == 8 + 4 + (1 + 3) + (1 + 9) + 1 + 1 + (12 + 12 + 11) + (252 + 252 + 36) + 8);

  auto loaded = PatternDatabase::load(p, bytes);
  INFO(loaded.error.message);
  REQUIRE(loaded);
  CHECK((*loaded.value)->serialize() == bytes);
  CHECK((*loaded.value)->partition() == db->partition());
  for (int seed = 0; seed < 500; ++seed) {
    const Board b = random_solvable(*p, seed);
    CHECK((*loaded.value)->evaluate(b) == db->evaluate(b));
  }
  CHECK(PatternDatabase::load(p, bytes, db->partition()));

  auto refused = [&](std::vector<std::uint8_t> damaged, const std::string& why,
                     std::shared_ptr<const Puzzle> for_puzzle = nullptr,
                     std::optional<Partition> expected = std::nullopt) {
    auto result = PatternDatabase::load(for_puzzle ? for_puzzle : p, damaged, expected);
    CHECK_FALSE(result);
    CHECK_THAT(result.error.message, Catch::Contains("refused") && Catch::Contains(why));
  };
  // One flipped bit anywhere in the tables or the header's fields.
  for (std::size_t at :
       {std::size_t{20}, std::size_t{40}, bytes.size() / 2, bytes.size() - 9, bytes.size() - 1}) {
    auto damaged = bytes;
    damaged[at] ^= 0x10;
    refused(damaged, "checksum");
  }
  refused(std::vector<std::uint8_t>(bytes.begin(), bytes.end() - 100), "checksum");
  refused({}, "not a slide pattern database");
  refused(std::vector<std::uint8_t>(bytes.size(), 7), "not a slide pattern database");
  auto other_version = bytes;
  other_version[8] = static_cast<std::uint8_t>(PatternDatabase::kFormatVersion + 1);
  refused(other_version, "format version");
  // Intact files that were made for something else.
  refused(bytes, "goal", puzzle("8", "0 1 2 3 4 5 6 7 8"));
  refused(bytes, "puzzle", puzzle("2x4"));
  refused(bytes, "partition", nullptr, Partition{{1, 2, 3}, {4, 5, 6, 7, 8}});
}

TEST_CASE("pdb: the builder works in slices, reports progress and can be dropped midway", "[pdb]") {
  auto p = puzzle("15");
  auto partition = parse_partition(*p, "1,2,5,6/3,4,7,8/9,10,13,14/11,12,15");
  REQUIRE(partition);
  auto created = PatternDatabaseBuilder::create(p, *partition.value);
  REQUIRE(created);
  PatternDatabaseBuilder& builder = **created.value;
  CHECK(builder.progress() == 0.0);
  CHECK(builder.total_states() == 3 * 43680ull * 12 + 3360ull * 13);
  double last = 0;
  int slices = 0;
  while (!builder.done()) {
    builder.run(5000);
    const double progress = builder.progress().value_or(-1);
    CHECK(progress >= last);
    CHECK(progress <= 1.0);
    CHECK((progress < 1.0) == !builder.done());
    last = progress;
    ++slices;
  }
  CHECK(slices > 20);
  CHECK(builder.result()->serialize() == build_tables(p, to_string(*partition.value))->serialize());

  auto abandoned = PatternDatabaseBuilder::create(p, *partition.value);
  REQUIRE(abandoned);
  (*abandoned.value)->run(20000);
  CHECK_FALSE((*abandoned.value)->done());
  CHECK((*abandoned.value)->result() == nullptr);
  abandoned.value->reset();  // cancelling is dropping it; the sanitizer build checks the memory

  CHECK_FALSE(PatternDatabaseBuilder::create(p, Partition{{1, 2}, {2, 3}}));
  CHECK_FALSE(PatternDatabaseBuilder::create(puzzle("24"), Partition{{1, 25}}));
}

TEST_CASE("pdb: partitions: parsing, checks and the default for 4x4", "[pdb]") {
  auto p = puzzle("15");
  auto parsed = parse_partition(*p, "1 2 3 / 4,5,6|7");
  REQUIRE(parsed);
  CHECK(*parsed.value == Partition{{1, 2, 3}, {4, 5, 6}, {7}});
  CHECK(to_string(*parsed.value) == "1,2,3/4,5,6/7");
  CHECK(partition_shape(*parsed.value) == "3-3-1");
  for (const char* bad : {"1,2/2,3", "0,1,2", "1,16", "1,2,3,4,5,6,7,8,9", "1,a", "1//2", ""})
    CHECK_FALSE(parse_partition(*p, bad));
  CHECK_THAT(parse_partition(*p, "1,2/2,3").error.message, Catch::Contains("two groups"));

  const Partition chosen = default_partition(*p);
  CHECK(to_string(chosen) == "5,6,9,10,13,14/4,7,8,11,12,15/1,2,3");
  // Korf's goal keeps the blank in the opposite corner: the same blocks, turned half a turn.
  auto korf = puzzle("15", "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
  CHECK(to_string(default_partition(*korf)) == "11,10,7,6,3,2/12,9,8,5,4,1/15,14,13");
  auto odd = puzzle("15", "1 2 3 4 5 0 7 8 9 10 11 12 13 14 15 6");
  for (const auto* q : {p.get(), korf.get(), odd.get()}) {
    const Partition d = default_partition(*q);
    CHECK(check_partition(*q, d));
    CHECK(partition_shape(d) == "6-6-3");
  }
  CHECK(check_partition(*puzzle("8"), default_partition(*puzzle("8"))));
}
