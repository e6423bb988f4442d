// The lab's training job: its options read with one message per mistake, the loss curve falling
// over slices, the network measured against the BFS table and installed for the `learned` row,
// cancel at any slice, and puzzles without a BFS table refused; and estimates along a path (the
// learned experiment's measure on the 15-puzzle).
#include "lab/learning_job.hpp"

#include "heuristics/learned.hpp"
#include "lab/path_estimates.hpp"
#include "model/scramble.hpp"
#include "support.hpp"

using namespace slide;

namespace {

LooseValue number(double value) {
  LooseValue v;
  v.kind = LooseValue::Kind::number;
  v.number = value;
  return v;
}

// Runs the job to its end in slices of `budget` positions; the number of slices.
int finish(LearningJob& job, std::uint64_t budget) {
  int slices = 0;
  while (job.run(budget) == JobStatus::running) REQUIRE(++slices < 1000000);
  return slices;
}

}  // namespace

TEST_CASE("learning job: options") {
  auto read = read_learning_options({});
  REQUIRE(read);
  CHECK(read.value->hidden1 == 64);
  CHECK(read.value->epochs == 4);
  read =
      read_learning_options({{"hidden1", number(16)}, {"epochs", number(2)}, {"seed", number(9)}});
  REQUIRE(read);
  CHECK(read.value->hidden1 == 16);
  CHECK(read.value->hidden2 == 32);
  CHECK(read.value->epochs == 2);
  CHECK(read.value->seed == 9);
  for (auto [name, value] : {std::pair{"hidden1", 0.0},
                             {"hidden2", 257.0},
                             {"epochs", 101.0},
                             {"epochs", 1.5},
                             {"seed", -1.0}}) {
    INFO(name << " " << value);
    auto refused = read_learning_options({{name, number(value)}});
    REQUIRE_FALSE(refused);
    CHECK(refused.error.code == ErrorCode::bad_option);
  }
  LooseValue text;
  text.kind = LooseValue::Kind::text;
  text.text = "many";
  CHECK_FALSE(read_learning_options({{"epochs", text}}));
}

TEST_CASE("learning job: the loss falls over slices, the network is measured and installed") {
  enable_learned_heuristic();
  Session session;
  auto p = *session.puzzle("8").value;
  REQUIRE_FALSE(session.heuristic(*p, "learned"));
  auto made = LearningJob::make(session, p, {32, 16, 2, 5});
  REQUIRE(made);
  LearningJob& job = **made.value;
  CHECK(job.progress() == 0.0);
  CHECK(job.run(5000) == JobStatus::running);  // the table and the positions
  CHECK(job.positions() == 181440);
  CHECK(job.losses().empty());
  double last_progress = 0;
  while (job.run(5000) == JobStatus::running) {
    REQUIRE(job.progress());
    CHECK(*job.progress() >= last_progress);
    last_progress = *job.progress();
  }
  REQUIRE(job.status() == JobStatus::done);
  CHECK(job.progress() == 1.0);
  const auto& losses = job.losses();
  // 708 batches an epoch, 88 a point: 9 points an epoch (the last one short), over 2 epochs.
  REQUIRE(losses.size() >= 2 * LearningJob::kPointsPerEpoch);
  CHECK(losses.back().epochs == Approx(2.0));
  for (std::size_t i = 1; i < losses.size(); ++i) CHECK(losses[i].epochs > losses[i - 1].epochs);
  CHECK(losses.back().loss < losses.front().loss / 4);
  REQUIRE(job.quality());
  CHECK(job.quality()->mean_absolute_error < 3);
  CHECK(job.quality()->overestimated > 0);  // not admissible, and the measure sees it
  CHECK(job.quality()->exact > 0.2);
  CHECK(job.elapsed_ms() > 0);
  // Installed: the learned row is available and its estimate is the trained network's.
  auto heuristic = session.heuristic(*p, "learned");
  REQUIRE(heuristic);
  const auto table = session.distance_table(*p);
  const Board start = random_solvable(*p, 77);
  CHECK(std::abs((*heuristic.value)->evaluate(start) - table->distance(start)) <= 6);
}

TEST_CASE("learning job: the same seed trains the same curve, whatever the slices") {
  Session session;
  auto p = *session.puzzle("8").value;
  auto a = *LearningJob::make(session, p, {8, 4, 1, 3}).value;
  auto b = *LearningJob::make(session, p, {8, 4, 1, 3}).value;
  finish(*a, 256);
  finish(*b, 100000);
  REQUIRE(a->losses().size() == b->losses().size());
  for (std::size_t i = 0; i < a->losses().size(); ++i)
    CHECK(a->losses()[i].loss == Approx(b->losses()[i].loss).epsilon(1e-6));
}

TEST_CASE("learning job: cancel at any slice; puzzles without a BFS table refused") {
  Session session;
  auto p = *session.puzzle("8").value;
  for (int slices : {0, 1, 5}) {
    auto job = *LearningJob::make(session, p, {8, 4, 1, 1}).value;
    for (int i = 0; i < slices; ++i) REQUIRE(job->run(2560) == JobStatus::running);
    job->cancel();
    CHECK(job->status() == JobStatus::cancelled);
    CHECK(job->run(2560) == JobStatus::cancelled);
    CHECK_FALSE(job->quality());
  }
  auto refused = LearningJob::make(session, *session.puzzle("15").value, {});
  REQUIRE_FALSE(refused);
  CHECK(refused.error.code == ErrorCode::bad_puzzle);
}

TEST_CASE("estimates along a path: the exact table counts down an optimal solution; bad paths") {
  enable_learned_heuristic();
  Session session;
  auto p = *session.puzzle("8").value;
  const Board start = random_solvable(*p, 31);
  auto search = session.make_search(p, start, SolveOptions{Algorithm::ida, "exact"});
  REQUIRE(search);
  const auto solved = slide::testing::run(**search.value);
  REQUIRE(solved.status == SearchStatus::solved);
  auto exact = estimates_along(session, *p, start, solved.moves, "exact");
  REQUIRE(exact);
  REQUIRE(exact.value->size() == solved.moves.size() + 1);
  for (std::size_t i = 0; i < exact.value->size(); ++i)
    CHECK((*exact.value)[i] == static_cast<int>(solved.moves.size() - i));
  auto manhattan = estimates_along(session, *p, start, solved.moves, "manhattan");
  REQUIRE(manhattan);
  CHECK(manhattan.value->back() == 0);
  // The learned estimate is offered once a network is installed.
  CHECK(estimates_along(session, *p, start, {}, "learned").error.code ==
        ErrorCode::unavailable_heuristic);
  session.tables().install_model(*p, std::make_shared<const LearnedModel>(
                                         LearnedModel{table_key(*p), ValueNetwork({9, 8, 4}, 1)}));
  CHECK(estimates_along(session, *p, start, solved.moves, "learned"));
  auto illegal = estimates_along(session, *p, start, {start.blank}, "exact");
  REQUIRE_FALSE(illegal);
  CHECK(illegal.error.code == ErrorCode::bad_option);
  CHECK(estimates_along(session, *p, start, {}, "nonsense").error.code ==
        ErrorCode::unknown_heuristic);
}
