// Reading the files the command line is given, with a size cap, and writing its one output
// file: a directory, a FIFO, a device or an oversized file is refused with a reason instead of
// blocking, aborting or reading without bound.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/result.hpp"
#include "session/session.hpp"

namespace slide::cli {

// The largest valid tables, 7-8 on 4x4, take 288.3 MB (275 MiB). The page's cap
// (Session::kMaxTableBytes) is lower: it only ever loads its own 6-6-3.
constexpr std::uint64_t kMaxTableFileBytes = 320ull << 20;
// Position files: Korf's 100 is 4 KB; these leave room for far larger benches.
constexpr std::uint64_t kMaxBenchBytes = 16ull << 20;
constexpr std::size_t kMaxBenchLines = 100000;
constexpr std::size_t kMaxBenchLineBytes = 4096;

// Loading tables takes about this many bytes of memory per file byte (the bytes read, the
// database's tables and the search's copy of them; measured: README's limits).
constexpr std::uint64_t kTableLoadBytesPerByte = 3;

// The whole file (at most `cap` bytes): a regular file, or standard input (a pipe) given as a
// path such as /dev/stdin; FIFOs, devices and sockets are refused by type, opened without
// blocking. When `magic` is not empty the file must start with it, checked after reading only
// that many bytes, so a wrong file costs nothing. Refused (checked against memory_left()) when
// its size times `memory_per_byte` is more than the process may still map.
Result<std::vector<std::uint8_t>> read_capped(const std::string& path, std::uint64_t cap,
                                              const std::string& magic = {},
                                              std::uint64_t memory_per_byte = 1);

// The position lines of a bench file ("-": standard input), comments (';' or '#' onwards) and
// blank lines dropped; refused when over the caps above, a directory, or without any position.
Result<std::vector<std::string>> read_positions(const std::string& path);

// A file to write once work is done, opened before the work starts so that a path that cannot
// be written is refused first: a regular file (new or existing) that takes a write of no bytes;
// FIFOs, devices and directories are refused by type, without blocking. Nothing is truncated
// until write(); a file it created is removed again if the work or the write fails.
class OutputFile {
 public:
  static Result<OutputFile> open(const std::string& path);
  OutputFile(OutputFile&& other) noexcept;
  OutputFile& operator=(OutputFile&&) = delete;
  ~OutputFile();
  // Replaces the file's bytes and checks every step, close included (a full disk is an error).
  Status write(const std::vector<std::uint8_t>& bytes);

 private:
  OutputFile() = default;
  int fd_ = -1;
  std::string path_;
  bool created_ = false;
};

}  // namespace slide::cli
