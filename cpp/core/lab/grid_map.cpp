// Grid maps: their checks, their estimates, and their search as a Job.
#include "lab/grid_map.hpp"

#include <chrono>
#include <cmath>
#include <cstdlib>

namespace slide {

Result<GridMap> make_grid_map(int width, int height, const std::vector<int>& walls, int start,
                              int goal) {
  using Made = Result<GridMap>;
  if (width < 1 || height < 1 || width > GridMap::kMaxSide || height > GridMap::kMaxSide)
    return Made::fail(ErrorCode::bad_option, "a map is 1 to 64 cells wide and high", "map-size",
                      {number_param("width", width), number_param("height", height),
                       number_param("max", GridMap::kMaxSide)});
  GridMap map{width, height, std::vector<std::uint8_t>(width * height, 0), start, goal};
  auto off_map = [&](int cell) { return cell < 0 || cell >= map.cells(); };
  for (int cell : walls) {
    if (off_map(cell))
      return Made::fail(ErrorCode::bad_option,
                        "wall cell " + std::to_string(cell) + " is off the map", "wall-off-map",
                        {number_param("cell", cell), number_param("cells", map.cells())});
    map.walls[cell] = 1;
  }
  for (const auto& [name, cell] : {std::pair<const char*, int>{"start", start}, {"goal", goal}}) {
    if (off_map(cell))
      return Made::fail(
          ErrorCode::bad_option,
          std::string("the ") + name + " cell " + std::to_string(cell) + " is off the map",
          "cell-off-map", {text_param("which", name), number_param("cell", cell)});
    if (map.walls[cell])
      return Made::fail(ErrorCode::bad_option,
                        std::string("the ") + name + " cell " + std::to_string(cell) + " is a wall",
                        "cell-on-wall", {text_param("which", name), number_param("cell", cell)});
  }
  return Made::ok(std::move(map));
}

Result<GridMap> read_grid_map(const LooseFields& fields,
                              const std::optional<std::vector<LooseValue>>& walls) {
  using Read = Result<GridMap>;
  // A whole number within a map's reach (cells < 4,096; sizes <= 64).
  auto whole = [&](const char* name) -> Result<int> {
    auto found = fields.find(name);
    const LooseValue none;
    const LooseValue& v = found == fields.end() ? none : found->second;
    if (v.kind != LooseValue::Kind::number || !(v.number >= -1e6 && v.number <= 1e6) ||
        v.number != std::floor(v.number))
      return Result<int>::fail(ErrorCode::bad_option,
                               std::string("the map's ") + name + " must be a whole number",
                               "not-a-number", {text_param("option", name)});
    return Result<int>::ok(static_cast<int>(v.number));
  };
  int values[4];
  const char* names[4] = {"width", "height", "start", "goal"};
  for (int i = 0; i < 4; ++i) {
    auto read = whole(names[i]);
    if (!read) return Read::fail(read.error);
    values[i] = *read.value;
  }
  if (!walls) return Read::fail(ErrorCode::bad_option, "the map's walls must be a list of cells");
  std::vector<int> cells;
  for (const LooseValue& item : *walls) {
    if (item.kind != LooseValue::Kind::number || item.number != std::floor(item.number) ||
        !(std::abs(item.number) <= 1e6))
      return Read::fail(ErrorCode::bad_option, "the map's walls must be whole cell numbers");
    cells.push_back(static_cast<int>(item.number));
  }
  return make_grid_map(values[0], values[1], cells, values[2], values[3]);
}

Result<MapEstimate> parse_map_estimate(const std::string& name) {
  if (name == "none") return Result<MapEstimate>::ok(MapEstimate::none);
  if (name == "manhattan") return Result<MapEstimate>::ok(MapEstimate::manhattan);
  if (name == "straight-line") return Result<MapEstimate>::ok(MapEstimate::straight_line);
  return Result<MapEstimate>::fail(ErrorCode::unknown_heuristic,
                                   "a map's estimate is none, manhattan or straight-line",
                                   "map-estimate", {text_param("heuristic", name.substr(0, 40))});
}

double GridSpace::estimate(int cell) const {
  const int dr = std::abs(map->row(cell) - map->row(map->goal));
  const int dc = std::abs(map->column(cell) - map->column(map->goal));
  if (guide == MapEstimate::manhattan) return dr + dc;
  if (guide == MapEstimate::straight_line) return std::sqrt(double(dr) * dr + double(dc) * dc);
  return 0;
}

GridMapSearch::GridMapSearch(GridMap map, MapEstimate guide, Priority priority)
    : map_(std::move(map)),
      // Every cell can be held: a map has at most 4,096.
      loop_(GridSpace{&map_, guide}, map_.start, static_cast<std::uint64_t>(map_.cells()),
            priority) {}

JobStatus GridMapSearch::run(std::uint64_t budget) {
  if (status_ != JobStatus::running) return status_;
  const auto began = std::chrono::steady_clock::now();
  using Outcome = BestFirstLoop<GridSpace>::Outcome;
  const Outcome outcome = loop_.step(std::max<std::uint64_t>(budget, 1), stats_,
                                     [this](int cell, int) { expanded_.push_back(cell); });
  stats_.elapsed_ms +=
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - began).count();
  if (outcome == Outcome::solved) {
    for (std::uint32_t key : loop_.path()) route_.push_back(static_cast<int>(key));
    status_ = JobStatus::solved;
  } else if (outcome != Outcome::running) {
    // capped cannot happen (every cell fits); both mean every reachable cell was seen.
    status_ = JobStatus::gave_up;
    message_ = "no route: the walls shut the goal off from the start (" +
               std::to_string(stats_.stored) + " cells reached)";
  }
  return status_;
}

void GridMapSearch::cancel() {
  if (status_ == JobStatus::running) {
    status_ = JobStatus::cancelled;
    message_ = "cancelled";
  }
}

}  // namespace slide
