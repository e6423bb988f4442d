// Fuzz target: the command line's parser (cpp/cli/command_line.cpp). The input is the words after
// the program name, separated by NUL bytes (as argv arrives). A refusal is one line of printable
// text (ASCII and clip()'s ellipsis) of at most kMaxRefusalBytes with exit status 2; an accepted
// command is a known one whose options are all its own; its Arguments written back as words
// (to_words) parse to the same command and Arguments.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "../../cpp/cli/command_line.hpp"
#include "fuzz_support.hpp"

using namespace slide::cli;

namespace {

void require_one_printable_line(const std::string& message) {
  FUZZ_REQUIRE(!message.empty());
  FUZZ_REQUIRE(message.size() <= kMaxRefusalBytes);
  for (std::size_t i = 0; i < message.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(message[i]);
    if (c >= 0x80) {  // only the ellipsis clip() writes, whole
      FUZZ_REQUIRE(message.compare(i, 3, "\xe2\x80\xa6") == 0);
      i += 2;
      continue;
    }
    FUZZ_REQUIRE(c >= 0x20 && c < 0x7f);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // No input is no words (the program run alone); otherwise each NUL ends a word, and the text
  // after the last NUL is one more word, so "a\0" is {"a", ""}.
  std::vector<std::string> words;
  if (size > 0) {
    const char* text = reinterpret_cast<const char*>(data);
    const char* end = text + size;
    for (const char* start = text;;) {
      const char* stop = std::find(start, end, '\0');
      words.emplace_back(start, stop);
      if (stop == end) break;
      start = stop + 1;
    }
  }
  const CommandLine line = parse_command_line(words);
  switch (line.kind) {
    case CommandLine::Kind::refusal:
      FUZZ_REQUIRE(line.exit_status == 2);
      require_one_printable_line(line.message);
      break;
    case CommandLine::Kind::help:
      FUZZ_REQUIRE(line.exit_status == 0);
      break;
    case CommandLine::Kind::command: {
      FUZZ_REQUIRE(line.exit_status == 0);
      const auto& names = command_names();
      FUZZ_REQUIRE(std::find(names.begin(), names.end(), line.command) != names.end());
      FUZZ_REQUIRE(!words.empty() && line.command == words[0]);
      const auto& known = command_options(line.command);
      for (const auto& [name, value] : line.args.options) {
        FUZZ_REQUIRE(known.count(name) == 1);
        if (is_flag(name)) FUZZ_REQUIRE(value.empty());
      }
      const CommandLine again = parse_command_line(to_words(line.command, line.args));
      FUZZ_REQUIRE(again.kind == CommandLine::Kind::command);
      FUZZ_REQUIRE(again.command == line.command);
      FUZZ_REQUIRE(again.args.options == line.args.options);
      FUZZ_REQUIRE(again.args.words == line.args.words);
      break;
    }
  }
  return 0;
}
