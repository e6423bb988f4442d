// `slide learn`: train the learned heuristic's network (train), search with it (solve), and
// measure it against exact distances and the other heuristics (bench, learn_bench.cpp).
#pragma once

#include <memory>
#include <string>

#include "commands.hpp"
#include "learned/learned_model.hpp"

namespace slide::cli {

int learn(const Arguments& args);

// Shared by the learn actions.
bool parse_number(const std::string& text, std::uint64_t& value);
// Reads --weights FILE for the puzzle and installs it in the session (the learned row enabled).
Result<std::shared_ptr<const LearnedModel>> install_weights(Session& session, const Puzzle& puzzle,
                                                            const std::string& path);
int learn_bench(Session& session, std::shared_ptr<const Puzzle> puzzle, const Arguments& args);

}  // namespace slide::cli
