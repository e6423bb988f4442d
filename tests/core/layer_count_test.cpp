// LayerCount (positions k moves from a start) against an independent BFS written in the test.
#include "search/layer_count.hpp"

#include "lab_reference.hpp"
#include "session/session.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::board;
using slide::testing::grid_bfs;
using slide::testing::layer_sizes;
using slide::testing::puzzle;

namespace {

JobStatus run_to_end(LayerCount& count, std::uint64_t budget) {
  JobStatus status = JobStatus::running;
  for (int slices = 0; status == JobStatus::running && slices < 10'000'000; ++slices)
    status = count.run(budget);
  return status;
}

}  // namespace

TEST_CASE("8-puzzle: every layer from the goal equals a plain BFS and they sum to 181,440") {
  auto p = puzzle("8");
  LayerCount count(p, p->goal(), 1'000'000);
  REQUIRE(run_to_end(count, 5000) == JobStatus::done);
  const auto reference = layer_sizes(grid_bfs(p->goal().to_vector(), 3, 3));
  CHECK(count.layers() == reference);
  CHECK(count.layers().size() == 32);  // diameter 31
  CHECK(count.counted() == 181'440);
  CHECK(count.goal_depth() == 0);
  CHECK(count.peak_states() > 0);
  CHECK(count.peak_bytes() == count.peak_states() * sizeof(PackedBoard));
}

TEST_CASE("3x3+1: every layer counted, 201,600 positions, 32 moves at most") {
  auto p = puzzle("3x3+1");
  LayerCount count(p, p->goal(), 1'000'000);
  REQUIRE(run_to_end(count, 100'000) == JobStatus::done);
  CHECK(count.counted() == 201'600);
  CHECK(count.layers().size() == 33);
  CHECK(!reachable_positions(*p));
}

TEST_CASE("a swapped 8-puzzle reaches 181,440 positions and never the goal") {
  auto p = puzzle("8");
  const Board swapped = board(*p, "1 2 3 4 5 6 8 7 0");
  LayerCount count(p, swapped, 1'000'000);
  REQUIRE(run_to_end(count, 100'000) == JobStatus::done);
  CHECK(count.counted() == 181'440);
  CHECK(count.goal_depth() == -1);
  CHECK(count.layers() == layer_sizes(grid_bfs(swapped.to_vector(), 3, 3)));
}

TEST_CASE("15-puzzle: the first layers equal a plain BFS; the state cap stops it cleanly") {
  auto p = puzzle("15");
  const auto reference = layer_sizes(grid_bfs(p->goal().to_vector(), 4, 4, 13));
  LayerCount count(p, p->goal(), 200'000);
  // Tiny slices and one big one give the same layers.
  LayerCount whole(p, p->goal(), 200'000);
  REQUIRE(run_to_end(count, 7) == JobStatus::gave_up);
  REQUIRE(run_to_end(whole, 1 << 22) == JobStatus::gave_up);
  CHECK(count.layers() == whole.layers());
  REQUIRE(count.layers().size() >= 14);
  for (std::size_t k = 0; k < reference.size(); ++k) CHECK(count.layers()[k] == reference[k]);
  CHECK(count.peak_states() <= 200'000);
  CHECK(count.message().find("state cap") != std::string::npos);
  CHECK(*reachable_positions(*p) == 10'461'394'944'000.0);
}

TEST_CASE("a layer count can be cancelled, and the session runs it as a job") {
  auto p = puzzle("15");
  LayerCount count(p, p->goal(), 8'000'000);
  count.run(1000);
  count.cancel();
  CHECK(count.status() == JobStatus::cancelled);
  CHECK(count.run(1000) == JobStatus::cancelled);

  Session session;
  auto eight = session.puzzle("8");
  REQUIRE(eight);
  auto started = session.start_layer_count(*eight.value, (*eight.value)->goal(), 1'000'000);
  REQUIRE(started);
  JobStatus status = JobStatus::running;
  std::shared_ptr<const LayerCount> layers;
  while (status == JobStatus::running) {
    auto report = session.run(*started.value, 50'000);
    REQUIRE(report);
    status = report.value->status;
    layers = report.value->layers;
  }
  CHECK(status == JobStatus::done);
  REQUIRE(layers);
  CHECK(layers->counted() == 181'440);
  CHECK(session.job_count() == 0);
}
