import Foundation

struct Pet: Equatable {
    let name: String
    let species: String
    let birthYear: Int
    let chipNumber: String
}
