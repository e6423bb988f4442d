// The pattern database lookups and its byte form (partitions are in partition.cpp).
#include "tables/pattern_database.hpp"

#include <algorithm>

#include "model/checksum.hpp"
#include "tables/table_checks.hpp"

namespace slide {

std::uint64_t placement_count(int k, int n) {
  std::uint64_t count = 1;
  for (int i = 0; i < k; ++i) count *= static_cast<std::uint64_t>(n - i);
  return count;
}

bool diagonal_mirror(const Puzzle& puzzle, std::vector<int>& cell_map, std::vector<int>& tile_map) {
  const Topology& topology = puzzle.topology();
  const int size = topology.grid_width();
  if (size == 0 || size != topology.grid_height()) return false;
  const int n = puzzle.cell_count();
  cell_map.assign(n, 0);
  for (int cell = 0; cell < n; ++cell) cell_map[cell] = (cell % size) * size + cell / size;
  // The mirror must map the goal to itself: tile t goes to the tile whose goal cell mirrors t's,
  // which keeps the blank the blank only if its goal cell is on the diagonal.
  const int blank = puzzle.goal_cell(kBlank);
  if (cell_map[blank] != blank) return false;
  tile_map.assign(n, 0);
  for (int tile = 0; tile < n; ++tile)
    tile_map[tile] = puzzle.goal().tiles[cell_map[puzzle.goal_cell(tile)]];
  return true;
}

PatternDatabase::PatternDatabase(std::shared_ptr<const Puzzle> puzzle, Partition partition,
                                 std::vector<std::uint8_t> data)
    : puzzle_(std::move(puzzle)),
      partition_(std::move(partition)),
      data_(std::move(data)),
      cells_(puzzle_->cell_count()) {
  pattern_of_.fill(kNoPattern);
  std::vector<int> cell_map, tile_map;
  mirrored_ = diagonal_mirror(*puzzle_, cell_map, tile_map);
  for (int i = 0; i < cells_; ++i) {
    mirror_cell_[i] = static_cast<std::uint8_t>(mirrored_ ? cell_map[i] : i);
    mirror_tile_[i] = static_cast<std::uint8_t>(mirrored_ ? tile_map[i] : i);
  }
  std::uint64_t offset = 0;
  for (std::size_t g = 0; g < partition_.size(); ++g) {
    Pattern& p = patterns_[g];
    p.size = static_cast<int>(partition_[g].size());
    for (int i = 0; i < p.size; ++i) {
      const int tile = partition_[g][i];
      p.tiles[i] = static_cast<std::uint8_t>(tile);
      // The mirror is its own inverse: the tile that becomes `tile` is mirror_tile_[tile].
      p.mirror_source[i] = mirror_tile_[tile];
      pattern_of_[tile] = static_cast<std::uint8_t>(g);
      slot_[tile] = static_cast<std::uint8_t>(i);
    }
    // Digit i of placement_index is multiplied by (n - i - 1)(n - i - 2)...(n - size + 1).
    for (int i = p.size - 1, w = 1; i >= 0; w *= cells_ - i, --i) weight_[g][i] = w;
    p.table = data_.data() + offset;
    offset += table_bytes(p.size, cells_);
    entries_ += placement_count(p.size, cells_);
  }
  const Topology& topology = puzzle_->topology();
  distance_.assign(cells_ * cells_, 0);
  for (int tile = 1; tile < cells_; ++tile)
    for (int cell = 0; cell < cells_; ++cell)
      distance_[tile * cells_ + cell] =
          static_cast<std::uint8_t>(topology.distance(cell, puzzle_->goal_cell(tile)));
  // The mirror preserves distances to the goal, so a mirrored tile's Manhattan change is the
  // original tile's; only whether the tile counts (is in a group) can differ.
  delta_.assign(cells_ * cells_ * cells_, 0);
  mirrored_delta_.assign(cells_ * cells_ * cells_, 0);
  for (int tile = 1; tile < cells_; ++tile)
    for (int from = 0; from < cells_; ++from)
      for (int to = 0; to < cells_; ++to) {
        const int change = distance_[tile * cells_ + to] - distance_[tile * cells_ + from];
        const int step = (tile * cells_ + from) * cells_ + to;
        if (pattern_of_[tile] != kNoPattern) delta_[step] = static_cast<std::int8_t>(change);
        if (mirrored_ && pattern_of_[mirror_tile_[tile]] != kNoPattern)
          mirrored_delta_[step] = static_cast<std::int8_t>(change);
      }
  if (DirectTables::eligible(*puzzle_, partition_)) direct_ = std::make_shared<DirectTables>(*this);
}

std::uint32_t PatternDatabase::placement(int pattern, const std::uint8_t* cell,
                                         bool mirrored) const {
  const Pattern& p = patterns_[pattern];
  std::array<std::uint8_t, kMaxPatternTiles> cells;
  for (int i = 0; i < p.size; ++i)
    cells[i] = mirrored ? mirror_cell_[cell[p.mirror_source[i]]] : cell[p.tiles[i]];
  return placement_index(cells.data(), p.size, cells_);
}

int PatternDatabase::start(const Board& board, State& state) const {
  state = State{};
  std::array<std::uint8_t, kMaxCells> cell{};  // cell[tile]
  for (int c = 0; c < cells_; ++c) cell[board.tiles[c]] = static_cast<std::uint8_t>(c);
  for (int tile = 1; tile < cells_; ++tile) {
    const int d = distance_[tile * cells_ + cell[tile]];
    if (pattern_of_[tile] != kNoPattern)
      state.manhattan = static_cast<std::uint16_t>(state.manhattan + d);
    if (mirrored_ && pattern_of_[mirror_tile_[tile]] != kNoPattern)
      state.mirrored_manhattan = static_cast<std::uint16_t>(state.mirrored_manhattan + d);
  }
  const int direct = state.manhattan;
  int mirrored = state.mirrored_manhattan;
  for (int g = 0; g < static_cast<int>(partition_.size()); ++g) {
    state.index[g] = placement(g, cell.data(), false);
    state.extra[g] = static_cast<std::uint8_t>(entry(g, state.index[g]));
    state.extra_sum = static_cast<std::uint16_t>(state.extra_sum + state.extra[g]);
    if (mirrored_) {
      state.mirrored_index[g] = placement(g, cell.data(), true);
      state.mirrored_extra[g] = static_cast<std::uint8_t>(entry(g, state.mirrored_index[g]));
      state.mirrored_extra_sum =
          static_cast<std::uint16_t>(state.mirrored_extra_sum + state.mirrored_extra[g]);
    }
  }
  mirrored = mirrored_ ? mirrored + 2 * state.mirrored_extra_sum : 0;
  return std::max(direct + 2 * state.extra_sum, mirrored);
}

int PatternDatabase::pattern_value(int pattern, const Board& board) const {
  State state;
  start(board, state);
  int manhattan = 0;
  for (int c = 0; c < cells_; ++c)
    if (board.tiles[c] != kBlank && pattern_of_[board.tiles[c]] == pattern)
      manhattan += distance_[board.tiles[c] * cells_ + c];
  return manhattan + 2 * state.extra[pattern];
}

int PatternDatabase::direct_sum(const Board& board) const {
  State state;
  start(board, state);
  return state.manhattan + 2 * state.extra_sum;
}

int PatternDatabase::mirrored_sum(const Board& board) const {
  if (!mirrored_) return -1;
  State state;
  start(board, state);
  return state.mirrored_manhattan + 2 * state.mirrored_extra_sum;
}

std::vector<int> PatternDatabase::max_extras() const {
  std::vector<int> result;
  for (std::size_t g = 0; g < partition_.size(); ++g) {
    const Pattern& p = patterns_[g];
    const std::uint64_t count = placement_count(p.size, cells_);
    int largest = 0;
    for (std::uint64_t i = 0; i < count; ++i) {
      const int e = (p.table[i >> 1] >> ((i & 1) << 2)) & 15;
      if (e != kUnreachable) largest = std::max(largest, e);
    }
    result.push_back(largest);
  }
  return result;
}

std::string PatternDatabase::describe() const {
  // Megabytes to one decimal, rounded, in integers: snprintf's "%.1f" brought printf and its
  // floating-point formatting into the page's module (4.6 KB gzip of its first download).
  const std::uint64_t tenths = (memory_bytes() + 50000) / 100000;
  return partition_shape(partition_) + " (" + to_string(partition_) + "), mirror " +
         (mirrored_ ? "on" : "off") + ", " + std::to_string(entries()) + " entries, " +
         std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " MB";
}

// ---------------------------------------------------------------------------------------------
// Byte form, all integers little-endian:
//   "SLIDEPDB"                       8 bytes
//   format version                   u32 (kFormatVersion)
//   topology name                    u8 length + bytes ("4x4")
//   cell count n, goal               u8 + n bytes (tiles in cell order)
//   bits per entry                   u8 (4: (moves - Manhattan) / 2, see the header)
//   group count g                    u8, then per group: u8 size, the tiles, u64 entry count
//   tables                           each group's entries, two a byte, low nibble first
//   checksum                         u64 FNV-1a 64 of every byte before it

namespace {

constexpr char kMagic[8] = {'S', 'L', 'I', 'D', 'E', 'P', 'D', 'B'};

void put(std::vector<std::uint8_t>& out, std::uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<std::uint8_t>(value >> (8 * i)));
}

struct Reader {
  std::span<const std::uint8_t> bytes;
  std::size_t at = 0;
  bool ok = true;

  std::uint64_t get(int count) {
    if (at + count > bytes.size()) {
      ok = false;
      return 0;
    }
    std::uint64_t value = 0;
    for (int i = 0; i < count; ++i) value |= static_cast<std::uint64_t>(bytes[at + i]) << (8 * i);
    at += count;
    return value;
  }
};

}  // namespace

std::vector<std::uint8_t> PatternDatabase::serialize() const {
  std::vector<std::uint8_t> out(kMagic, kMagic + 8);
  put(out, kFormatVersion, 4);
  const std::string& name = puzzle_->topology().name();
  put(out, name.size(), 1);
  out.insert(out.end(), name.begin(), name.end());
  put(out, cells_, 1);
  for (int cell = 0; cell < cells_; ++cell) put(out, puzzle_->goal().tiles[cell], 1);
  put(out, 4, 1);
  put(out, partition_.size(), 1);
  for (const auto& group : partition_) {
    put(out, group.size(), 1);
    for (int tile : group) put(out, tile, 1);
    put(out, placement_count(static_cast<int>(group.size()), cells_), 8);
  }
  out.reserve(out.size() + data_.size() + 8);
  out.insert(out.end(), data_.begin(), data_.end());
  put(out, fnv1a(out), 8);
  return out;
}

Result<std::shared_ptr<const PatternDatabase>> PatternDatabase::load(
    std::shared_ptr<const Puzzle> puzzle, std::span<const std::uint8_t> bytes,
    const std::optional<Partition>& expected) {
  using Loaded = Result<std::shared_ptr<const PatternDatabase>>;
  const std::string refused = "pattern database refused: ";
  if (bytes.size() < 12 || !std::equal(kMagic, kMagic + 8, bytes.begin()))
    return Loaded::fail(ErrorCode::bad_tables, refused + "not a slide pattern database file");
  Reader in{bytes, 8};
  const std::uint32_t version = static_cast<std::uint32_t>(in.get(4));
  if (version != kFormatVersion)
    return Loaded::fail(ErrorCode::bad_tables,
                        refused + "format version " + std::to_string(version) +
                            ", this build reads version " + std::to_string(kFormatVersion));
  // The checksum first: nothing read from a damaged file is trusted, not even its sizes.
  if (bytes.size() < 20) return Loaded::fail(ErrorCode::bad_tables, refused + "truncated");
  Reader tail{bytes, bytes.size() - 8};
  if (tail.get(8) != fnv1a(bytes.first(bytes.size() - 8)))
    return Loaded::fail(ErrorCode::bad_tables,
                        refused + "checksum mismatch (damaged or truncated)");

  std::string name(in.get(1), '\0');
  for (char& c : name) c = static_cast<char>(in.get(1));
  const int n = static_cast<int>(in.get(1));
  if (!in.ok || name != puzzle->topology().name() || n != puzzle->cell_count())
    return Loaded::fail(ErrorCode::bad_tables, refused + "built for the " + name + " puzzle, not " +
                                                   puzzle->topology().name());
  std::vector<int> goal(n);
  for (int& tile : goal) tile = static_cast<int>(in.get(1));
  if (!in.ok || goal != puzzle->goal().to_vector()) {
    std::string text;
    for (int tile : goal) {
      if (!text.empty()) text += ' ';
      text += std::to_string(tile);
    }
    return Loaded::fail(ErrorCode::bad_tables, refused + "built for the goal " + text + ", not " +
                                                   puzzle->goal().to_string());
  }
  const int bits = static_cast<int>(in.get(1));
  if (bits != 4)
    return Loaded::fail(ErrorCode::bad_tables,
                        refused + "unknown entry width " + std::to_string(bits));
  Partition partition(in.get(1));
  std::uint64_t total = 0;
  for (auto& group : partition) {
    group.resize(in.get(1));
    for (int& tile : group) tile = static_cast<int>(in.get(1));
    const std::uint64_t count = in.get(8);
    if (!in.ok) break;
    if (group.empty() || group.size() > static_cast<std::size_t>(kMaxPatternTiles) ||
        count != placement_count(static_cast<int>(group.size()), n))
      return Loaded::fail(ErrorCode::bad_tables, refused + "entry count does not match its group");
    total += table_bytes(static_cast<int>(group.size()), n);
  }
  if (!in.ok) return Loaded::fail(ErrorCode::bad_tables, refused + "truncated header");
  const Status problem = check_partition(*puzzle, partition);
  if (!problem) return Loaded::fail(ErrorCode::bad_tables, refused + problem.error.message);
  if (expected && *expected != partition)
    return Loaded::fail(ErrorCode::bad_tables, refused + "partition " + to_string(partition) +
                                                   ", expected " + to_string(*expected));
  if (bytes.size() - in.at != total + 8)
    return Loaded::fail(ErrorCode::bad_tables, refused + "table size does not match the header");
  std::vector<std::uint8_t> data(bytes.begin() + in.at, bytes.end() - 8);
  // The checksum only shows the bytes are as written; the contents must also look like tables.
  if (const Status contents = check_table_contents(*puzzle, partition, data); !contents)
    return Loaded::fail(ErrorCode::bad_tables, refused + contents.error.message);
  return Loaded::ok(std::make_shared<const PatternDatabase>(std::move(puzzle), std::move(partition),
                                                            std::move(data)));
}

}  // namespace slide
