// Every row of the heuristic registry, checked the same way: zero at the goal and, when the row
// declares itself admissible, never above the exact BFS distance on any position of the 8-puzzle
// and of 3x3+1. A new heuristic is covered here by its registry row alone. The learned row
// (registered here, with a briefly trained network) declares it is not: it is counted, not failed.
#include "heuristics/registry.hpp"

#include "heuristics/learned.hpp"
#include "learned/trainer.hpp"
#include "session/session.hpp"
#include "support.hpp"

using namespace slide;
using slide::testing::factorial;
using slide::testing::puzzle;

TEST_CASE("registry: ids are unique, rows are complete, the CLI's ids are all there") {
  std::vector<std::string> ids;
  for (const HeuristicRow& row : heuristic_registry()) {
    INFO(row.id);
    CHECK_FALSE(row.label.empty());
    CHECK(row.explanation.size() > 40);
    CHECK_FALSE(row.puzzles.empty());
    CHECK(std::count(ids.begin(), ids.end(), std::string(row.id)) == 0);
    CHECK(find_heuristic(row.id) == &row);
    ids.emplace_back(row.id);
  }
  for (const char* id : {"exact", "pdb", "linear-conflict", "manhattan"})
    CHECK(std::find(ids.begin(), ids.end(), id) != ids.end());
  CHECK(find_heuristic("nothing") == nullptr);
  CHECK(heuristic_ids().rfind("exact, pdb, linear-conflict, manhattan", 0) == 0);
}

TEST_CASE("registry: every admissible heuristic is on every state of 8 and 3x3+1", "[slow]") {
  enable_learned_heuristic();
  int rows_checked = 0, inadmissible_seen = 0;
  for (const char* name : {"8", "3x3+1"}) {
    Session session;
    auto p = *session.puzzle(name).value;
    const auto exact = session.distance_table(*p);
    // One epoch on the exact distances: an estimate that does overestimate somewhere.
    auto model = std::make_shared<LearnedModel>(
        LearnedModel{table_key(*p), ValueNetwork({p->cell_count(), 16, 8}, 1)});
    Trainer(*p, model->network, all_positions(*exact, p->cell_count()), {}).epoch();
    session.tables().install_model(*p, std::shared_ptr<const LearnedModel>(model));
    for (const HeuristicChoice& choice : session.heuristics(*p)) {
      if (!choice.available) continue;
      INFO(name << ": " << choice.row->id);
      auto heuristic = choice.row->make(*p, session.tables());
      REQUIRE(heuristic);
      CHECK(heuristic->evaluate(p->goal()) == 0);
      std::uint64_t checked = 0, over = 0;
      slide::testing::for_each_arrangement(*exact, factorial(p->cell_count()),
                                           [&](const Board& board) {
                                             const int distance = exact->distance(board);
                                             if (distance == DistanceTable::kUnreachable) return;
                                             ++checked;
                                             over += heuristic->evaluate(board) > distance;
                                           });
      CHECK(checked == exact->reachable());
      ++rows_checked;
      if (choice.row->admissible)
        CHECK(over == 0);
      else
        inadmissible_seen += over > 0;
    }
  }
  CHECK(rows_checked >= 10);
  CHECK(inadmissible_seen == 2);  // the learned row, on both puzzles: the check can tell
}
