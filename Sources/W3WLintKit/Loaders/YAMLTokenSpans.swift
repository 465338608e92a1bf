// libyaml's scanner, through the module Yams builds it in: Yams's API gives a node's start, not where it ends.
import CYaml
import Foundation

/// Where libyaml's tokens lie in a YAML text. libyaml drops comments, and only its scanner knows where a quoted,
/// plain or block scalar ends, so a `#` is a comment exactly where it lies outside every token.
enum YAMLTokenSpans {
    /// The spans of the tokens of `text` in Unicode scalar offsets, sorted; nil when libyaml cannot scan the text.
    static func spans(_ text: String) -> [Range<Int>]? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        var spans: [Range<Int>] = []
        let scanned = bytes.withUnsafeMutableBufferPointer { buffer -> Bool in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var token = yaml_token_t()
            while yaml_parser_scan(&parser, &token) == 1 {
                defer { yaml_token_delete(&token) }
                if token.type == YAML_STREAM_END_TOKEN { return true }
                // libyaml's marks count characters, as Unicode scalars are counted here.
                let (start, end) = (Int(token.start_mark.index), Int(token.end_mark.index))
                if end > start { spans.append(start..<end) }
            }
            return false
        }
        return scanned ? spans.sorted { $0.lowerBound < $1.lowerBound } : nil
    }
}
