// The lab's pathfinding (the article's maps and game AI): a grid map of at most 64 x 64 cells with
// walls, a start and a goal, moves to the four neighbours, searched by the same best-first loop as
// the puzzle (BestFirstLoop: a map cell is just another state space), recording the order in which
// cells are expanded so a view can paint them.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "model/result.hpp"
#include "search/best_first_loop.hpp"
#include "search/job.hpp"
#include "session/requests.hpp"

namespace slide {

struct GridMap {
  static constexpr int kMaxSide = 64;
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> walls;  // by cell, row by row: 1 for a wall
  int start = 0;
  int goal = 0;

  int cells() const { return width * height; }
  int row(int cell) const { return cell / width; }
  int column(int cell) const { return cell % width; }
};

// A map from its size, its wall cells (any order; repeats allowed) and its start and goal cells;
// one clear message for a size out of 1..64, a cell off the map, or a start or goal on a wall.
Result<GridMap> make_grid_map(int width, int height, const std::vector<int>& walls, int start,
                              int goal);

// A map as a front end gives it: {width, height, start, goal} whole numbers and `walls`, the wall
// cells (absent: none; nullopt: given but not a list); then make_grid_map's checks.
Result<GridMap> read_grid_map(const LooseFields& fields,
                              const std::optional<std::vector<LooseValue>>& walls);

// The lower bound the search is guided by. none: breadth-first search. manhattan: rows plus
// columns apart (exact on an open map, since moves go to the four neighbours). straight_line:
// the Euclidean distance (weaker than Manhattan here, but what a map with diagonal moves uses).
enum class MapEstimate { none, manhattan, straight_line };
Result<MapEstimate> parse_map_estimate(
    const std::string& name);  // none | manhattan | straight-line

// The map as a state space for BestFirstLoop: a state is a cell.
struct GridSpace {
  using State = int;
  using Key = std::uint32_t;
  using KeyHash = std::hash<std::uint32_t>;

  const GridMap* map;
  MapEstimate guide;

  Key key(int cell) const { return static_cast<Key>(cell); }
  int state(Key key) const { return static_cast<int>(key); }
  bool is_goal(int cell) const { return cell == map->goal; }
  bool has_estimate() const { return guide != MapEstimate::none; }
  double estimate(int cell) const;
  template <class Visit>
  bool successors(int& cell, Visit&& visit) const {
    const int r = map->row(cell), c = map->column(cell);
    // Up, left, right, down: a fixed order, so a search is repeatable.
    const int steps[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
    for (const auto& step : steps) {
      const int nr = r + step[0], nc = c + step[1];
      if (nr < 0 || nr >= map->height || nc < 0 || nc >= map->width) continue;
      const int next = nr * map->width + nc;
      if (map->walls[next]) continue;
      if (!visit(static_cast<const int&>(next))) return false;
    }
    return true;
  }
};

// BFS (MapEstimate::none) or A* (an estimate; weighted or greedy with a Priority) from the map's
// start to its goal: a Job, in slices of generated cells. `solved` with route() once the goal is
// reached; `gave_up` ("no route") when the walls shut it off.
class GridMapSearch : public Job {
 public:
  GridMapSearch(GridMap map, MapEstimate guide, Priority priority = {});
  GridMapSearch(const GridMapSearch&) = delete;
  GridMapSearch& operator=(const GridMapSearch&) = delete;

  JobStatus run(std::uint64_t budget) override;
  void cancel() override;
  JobStatus status() const override { return status_; }
  std::optional<double> progress() const override { return std::nullopt; }
  const std::string& message() const override { return message_; }

  const GridMap& map() const { return map_; }
  const SearchStats& stats() const { return stats_; }
  // Every cell expanded so far, in the order the search expanded them.
  const std::vector<int>& expanded() const { return expanded_; }
  // The cells from the start to the goal, both included (once solved).
  const std::vector<int>& route() const { return route_; }

 private:
  GridMap map_;
  BestFirstLoop<GridSpace> loop_;
  SearchStats stats_;
  std::vector<int> expanded_;
  std::vector<int> route_;
  JobStatus status_ = JobStatus::running;
  std::string message_;
};

}  // namespace slide
