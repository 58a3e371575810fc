import Foundation

struct Station: Equatable {
    let name: String
    let code: String
    let lines: [String]
}
