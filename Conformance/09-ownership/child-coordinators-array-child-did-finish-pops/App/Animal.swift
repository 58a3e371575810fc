import Foundation

struct Animal {
    let name: String
    let species: String
    let ageInYears: Int
}
