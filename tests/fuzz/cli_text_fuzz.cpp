// Fuzz target: the command line's echo of outside text (clip and one_line) and the partition
// parser. An escaped message is one line of printable ASCII (and the ellipsis), never longer than
// its limit plus the ellipsis; a parsed partition prints back to itself.
#include <string>
#include <string_view>

#include "../../cpp/cli/clip.hpp"
#include "fuzz_support.hpp"
#include "tables/pattern_database.hpp"

using namespace slide;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::size_t limit = size ? data[0] % 100 + 1 : 60;
  for (const std::string& out : {cli::clip(text, limit), cli::one_line(text, limit)}) {
    FUZZ_REQUIRE(out.size() <= limit + 3);
    for (std::size_t i = 0; i < out.size(); ++i) {
      const unsigned char c = static_cast<unsigned char>(out[i]);
      if (c >= 0x80) {  // only the ellipsis, whole
        FUZZ_REQUIRE(out.compare(i, 3, "\xe2\x80\xa6") == 0);
        i += 2;
        continue;
      }
      FUZZ_REQUIRE(c >= 0x20 && c < 0x7f);
    }
  }
  static const auto puzzle = *make_puzzle("15").value;
  auto partition = parse_partition(*puzzle, text);
  if (partition) {
    auto again = parse_partition(*puzzle, to_string(*partition.value));
    FUZZ_REQUIRE(again);
    FUZZ_REQUIRE(*again.value == *partition.value);
  }
  return 0;
}
