// Fuzz target: solvability and scramble parameters. The core's verdict must agree with a slow
// reference made here (breadth-first search over whole boards from the goal) on small puzzles,
// and every scramble must be a position the reference reaches.
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "fuzz_support.hpp"
#include "model/rules.hpp"
#include "model/scramble.hpp"

using namespace slide;

namespace {

// A board of at most 16 cells as 4 bits a cell.
std::uint64_t key(const std::vector<int>& tiles) {
  std::uint64_t k = 0;
  for (int t : tiles) k = k << 4 | static_cast<std::uint64_t>(t);
  return k;
}

struct Reference {
  std::shared_ptr<const Puzzle> puzzle;
  std::unordered_set<std::uint64_t> reachable;  // every board the goal reaches
  bool reaches(const std::vector<int>& tiles) const { return reachable.count(key(tiles)) > 0; }
};

Reference make_reference(const char* name) {
  Reference r{*make_puzzle(name).value, {}};
  const Topology& t = r.puzzle->topology();
  std::vector<std::vector<int>> frontier{r.puzzle->goal().to_vector()};
  r.reachable.insert(key(frontier[0]));
  while (!frontier.empty()) {
    std::vector<std::vector<int>> next;
    for (const auto& board : frontier) {
      int blank = 0;
      while (board[blank] != 0) ++blank;
      for (int cell : t.neighbours(blank)) {
        std::vector<int> moved = board;
        std::swap(moved[blank], moved[cell]);
        if (r.reachable.insert(key(moved)).second) next.push_back(std::move(moved));
      }
    }
    frontier = std::move(next);
  }
  return r;
}

const std::vector<Reference>& references() {
  static const std::vector<Reference> all = [] {
    std::vector<Reference> r;
    for (const char* name : {"2x2", "2x3", "3x3", "3x3+1", "2x4"})
      r.push_back(make_reference(name));
    return r;
  }();
  return all;
}

}  // namespace

// The references are built before the first input, outside libFuzzer's per-input timeout.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  references();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const Reference& r = references()[data[0] % references().size()];
  const Puzzle& p = *r.puzzle;
  const int n = p.cell_count();
  // A permutation of the tiles from the bytes (a Fisher-Yates shuffle driven by them).
  std::vector<int> tiles(n);
  for (int i = 0; i < n; ++i) tiles[i] = i;
  for (int i = n - 1; i > 0; --i) {
    const std::size_t at = 2 + static_cast<std::size_t>(n - 1 - i);
    const int j = at < size ? data[at] % (i + 1) : 0;
    std::swap(tiles[i], tiles[j]);
  }
  const Board board = Board::from_tiles(tiles);
  const bool reachable = r.reaches(tiles);
  FUZZ_REQUIRE(check_solvability(p, board).solvable == reachable);
  // Scramble parameters: a walk of any length and a random solvable board, for any seed.
  std::uint64_t seed = 0;
  for (std::size_t i = 2; i < size && i < 10; ++i) seed = seed << 8 | data[i];
  const Board walked = random_walk(p, data[1] % 200, seed);
  FUZZ_REQUIRE(r.reaches(walked.to_vector()));
  FUZZ_REQUIRE(r.reaches(random_solvable(p, seed).to_vector()));
  return 0;
}
