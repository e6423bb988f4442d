// The cell graphs: the article's adjacency, grid neighbours, derived tables.
#include "support.hpp"

using namespace slide;

TEST_CASE("3x3+1 adjacency is the article's table") {
  const Topology t = Topology::grid_with_top_slot();
  const std::vector<std::vector<int>> article = {{1},       {0, 2, 4},    {1, 3, 5}, {2, 6},
                                                 {1, 5, 7}, {2, 4, 6, 8}, {3, 5, 9}, {4, 8},
                                                 {5, 7, 9}, {6, 8}};
  REQUIRE(t.cell_count() == 10);
  for (int cell = 0; cell < 10; ++cell) {
    auto mine = t.neighbours(cell);
    auto theirs = article[cell];
    std::sort(mine.begin(), mine.end());
    CHECK(mine == theirs);
  }
  CHECK(t.dead_ends() == std::vector<int>{0});
  CHECK(t.bipartite());
  CHECK(t.grid_width() == 0);  // not a rectangle
  CHECK(t.position(0).row == -1);
  CHECK(t.distance(0, 9) == 5);
}

TEST_CASE("grid neighbours, distances and directions") {
  const Topology t = *Topology::grid(4, 4).value;
  CHECK(t.cell_count() == 16);
  CHECK(t.neighbours(0).size() == 2);
  CHECK(t.neighbours(5).size() == 4);
  CHECK(t.distance(0, 15) == 6);
  CHECK(t.distance(5, 10) == 2);
  CHECK(t.direction(5, 1) == 'U');
  CHECK(t.direction(5, 9) == 'D');
  CHECK(t.direction(5, 4) == 'L');
  CHECK(t.direction(5, 6) == 'R');
  CHECK(t.dead_ends().empty());
  CHECK(t.grid_width() == 4);
  CHECK(t.rows().size() == 4);
  CHECK(t.columns()[1] == std::vector<int>{1, 5, 9, 13});
  const Topology r = *Topology::grid(3, 2).value;
  CHECK(r.grid_width() == 3);
  CHECK(r.grid_height() == 2);
}

TEST_CASE("bad topologies are refused") {
  CHECK_FALSE(Topology::grid(1, 4));
  CHECK_FALSE(Topology::grid(6, 6));
  const auto asymmetric = Topology::make("bad", {{0, 0}, {1, 0}}, {{1}, {}});
  CHECK(asymmetric.error.code == ErrorCode::bad_puzzle);
  CHECK_THAT(asymmetric.error.message, Catch::Contains("symmetric"));
  CHECK_FALSE(Topology::make("apart", {{0, 0}, {1, 0}, {2, 0}}, {{1}, {0}, {}}));  // not connected
  CHECK_FALSE(Topology::make("one", {{0, 0}}, {{}}));
}
