// The lab's grid-map search against a breadth-first search written here over the test's own
// reading of the map: route lengths, legal routes, the order cells are expanded in, no route.
#include "lab/grid_map.hpp"

#include <algorithm>
#include <cmath>
#include <deque>
#include <random>
#include <set>

#include "support.hpp"

using namespace slide;

namespace {

struct Plan {
  int width, height;
  std::vector<int> walls;
  int start, goal;
};

// Distances from `from` to every open cell (-1: unreachable), four neighbours, by BFS.
std::vector<int> reference_distances(const Plan& plan, int from) {
  std::vector<char> wall(plan.width * plan.height, 0);
  for (int cell : plan.walls) wall[cell] = 1;
  std::vector<int> distance(plan.width * plan.height, -1);
  std::deque<int> queue{from};
  distance[from] = 0;
  while (!queue.empty()) {
    const int cell = queue.front();
    queue.pop_front();
    const int r = cell / plan.width, c = cell % plan.width;
    const int around[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
    for (const auto& [nr, nc] : around) {
      if (nr < 0 || nc < 0 || nr >= plan.height || nc >= plan.width) continue;
      const int next = nr * plan.width + nc;
      if (wall[next] || distance[next] >= 0) continue;
      distance[next] = distance[cell] + 1;
      queue.push_back(next);
    }
  }
  return distance;
}

Plan random_plan(std::mt19937& rng, int width, int height, double wall_share) {
  Plan plan{width, height, {}, 0, 0};
  std::uniform_real_distribution<double> share(0, 1);
  for (int cell = 0; cell < width * height; ++cell)
    if (share(rng) < wall_share) plan.walls.push_back(cell);
  std::set<int> walls(plan.walls.begin(), plan.walls.end());
  std::vector<int> open;
  for (int cell = 0; cell < width * height; ++cell)
    if (!walls.count(cell)) open.push_back(cell);
  plan.start = open[rng() % open.size()];
  plan.goal = open[rng() % open.size()];
  return plan;
}

struct Searched {
  JobStatus status;
  std::vector<int> route, expanded;
  std::string message;
};

Searched search(const Plan& plan, MapEstimate guide, std::uint64_t slice = 1000000) {
  auto map = make_grid_map(plan.width, plan.height, plan.walls, plan.start, plan.goal);
  INFO(map.error.message);
  REQUIRE(map);
  GridMapSearch s(std::move(*map.value), guide);
  int slices = 0;
  while (s.run(slice) == JobStatus::running) REQUIRE(++slices < 1000000);
  return {s.status(), s.route(), s.expanded(), s.message()};
}

// True when the route walks from start to goal through open cells, one side-step at a time.
bool legal_route(const Plan& plan, const std::vector<int>& route) {
  std::set<int> walls(plan.walls.begin(), plan.walls.end());
  if (route.empty() || route.front() != plan.start || route.back() != plan.goal) return false;
  for (std::size_t i = 0; i < route.size(); ++i) {
    if (walls.count(route[i])) return false;
    if (i == 0) continue;
    const int a = route[i - 1], b = route[i];
    if (std::abs(a / plan.width - b / plan.width) + std::abs(a % plan.width - b % plan.width) != 1)
      return false;
  }
  return true;
}

}  // namespace

TEST_CASE("grid map: BFS and A* (Manhattan, straight line) find the reference's shortest route") {
  std::mt19937 rng(7);
  int routes = 0, walled_off = 0;
  for (int trial = 0; trial < 120; ++trial) {
    const int width = 1 + static_cast<int>(rng() % 64), height = 1 + static_cast<int>(rng() % 64);
    const Plan plan = random_plan(rng, width, height, trial % 3 == 0 ? 0.0 : 0.3);
    const int expected = reference_distances(plan, plan.start)[plan.goal];
    for (MapEstimate guide :
         {MapEstimate::none, MapEstimate::manhattan, MapEstimate::straight_line}) {
      const Searched found = search(plan, guide);
      INFO("trial " << trial << ", " << width << "x" << height << ", estimate "
                    << static_cast<int>(guide));
      if (expected < 0) {
        CHECK(found.status == JobStatus::gave_up);
        CHECK(found.message.find("no route") != std::string::npos);
        continue;
      }
      REQUIRE(found.status == JobStatus::solved);
      CHECK(static_cast<int>(found.route.size()) == expected + 1);
      CHECK(legal_route(plan, found.route));
    }
    (expected < 0 ? walled_off : routes) += 1;
  }
  CHECK(routes > 50);
  CHECK(walled_off > 0);
}

TEST_CASE("grid map: the expansion order is BFS's wave, each open cell once; A* looks at fewer") {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 20; ++trial) {
    const Plan plan = random_plan(rng, 40, 30, 0.2);
    const std::vector<int> distance = reference_distances(plan, plan.start);
    const Searched bfs = search(plan, MapEstimate::none);
    std::set<int> seen;
    for (std::size_t i = 0; i < bfs.expanded.size(); ++i) {
      const int cell = bfs.expanded[i];
      REQUIRE(distance[cell] >= 0);  // reachable, so open
      CHECK(seen.insert(cell).second);
      if (i > 0) CHECK(distance[cell] >= distance[bfs.expanded[i - 1]]);
    }
  }
  // An open map, start and goal apart: BFS spreads in a circle, A* heads for the goal.
  const Plan open{64, 64, {}, 20 * 64 + 20, 40 * 64 + 44};
  const Searched bfs = search(open, MapEstimate::none);
  const Searched manhattan = search(open, MapEstimate::manhattan);
  const Searched straight = search(open, MapEstimate::straight_line);
  CHECK(manhattan.expanded.size() * 4 < bfs.expanded.size());
  CHECK(straight.expanded.size() < bfs.expanded.size());
  CHECK(manhattan.route.size() == straight.route.size());
}

TEST_CASE("grid map: slices and cancel; bad maps get one message each") {
  std::mt19937 rng(3);
  const Plan plan = random_plan(rng, 50, 50, 0.25);
  for (MapEstimate guide : {MapEstimate::none, MapEstimate::straight_line}) {
    const Searched whole = search(plan, guide);
    const Searched sliced = search(plan, guide, 1);
    CHECK(sliced.status == whole.status);
    CHECK(sliced.route == whole.route);
    CHECK(sliced.expanded == whole.expanded);
  }
  auto map = make_grid_map(64, 64, {}, 0, 64 * 64 - 1);
  REQUIRE(map);
  GridMapSearch s(std::move(*map.value), MapEstimate::none);
  CHECK(s.run(10) == JobStatus::running);
  s.cancel();
  CHECK(s.run(1000000) == JobStatus::cancelled);

  CHECK(make_grid_map(65, 3, {}, 0, 1).error.reason == "map-size");
  CHECK(make_grid_map(0, 3, {}, 0, 1).error.reason == "map-size");
  CHECK(make_grid_map(3, 3, {9}, 0, 1).error.reason == "wall-off-map");
  CHECK(make_grid_map(3, 3, {}, 0, 9).error.reason == "cell-off-map");
  CHECK(make_grid_map(3, 3, {4}, 4, 1).error.message == "the start cell 4 is a wall");
  CHECK(parse_map_estimate("straight-line").value == MapEstimate::straight_line);
  CHECK(!parse_map_estimate("octile"));
  // Start on the goal: a route of one cell.
  const Searched here = search(Plan{5, 5, {}, 12, 12}, MapEstimate::manhattan);
  CHECK(here.status == JobStatus::solved);
  CHECK(here.route == std::vector<int>{12});
}

TEST_CASE("grid map: read from a front end's loose values, one message per mistake") {
  auto number = [](double d) { return LooseValue{LooseValue::Kind::number, d, {}, false}; };
  auto text = [](std::string t) {
    return LooseValue{LooseValue::Kind::text, 0, std::move(t), false};
  };
  LooseFields fields{
      {"width", number(4)}, {"height", number(3)}, {"start", number(0)}, {"goal", number(11)}};
  auto read = read_grid_map(fields, std::vector<LooseValue>{number(5), number(6)});
  REQUIRE(read);
  CHECK(read.value->walls[5] == 1);
  CHECK(read.value->walls[6] == 1);
  CHECK(read.value->walls[4] == 0);
  CHECK(read_grid_map(fields, std::nullopt).error.message ==
        "the map's walls must be a list of cells");
  CHECK(read_grid_map(fields, std::vector<LooseValue>{text("5")}).error.message ==
        "the map's walls must be whole cell numbers");
  CHECK(read_grid_map(fields, std::vector<LooseValue>{number(1.5)}).error.code ==
        ErrorCode::bad_option);
  LooseFields bad = fields;
  bad["width"] = text("4");
  CHECK(read_grid_map(bad, std::vector<LooseValue>{}).error.message ==
        "the map's width must be a whole number");
  bad["width"] = number(1e300);
  CHECK(!read_grid_map(bad, std::vector<LooseValue>{}));
  bad = fields;
  bad["goal"] = number(12);
  CHECK(read_grid_map(bad, std::vector<LooseValue>{}).error.reason == "cell-off-map");
}
