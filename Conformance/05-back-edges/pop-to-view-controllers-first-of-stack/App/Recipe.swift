import Foundation

struct Recipe {
    let name: String
    let steps: [String]
    let bakeMinutes: Int

    static let all = [
        Recipe(name: "Sourdough loaf", steps: ["Mix levain", "Autolyse 1 h", "Shape", "Proof overnight"], bakeMinutes: 45),
        Recipe(name: "Cinnamon buns", steps: ["Knead dough", "Roll and fill", "Second rise"], bakeMinutes: 22)
    ]
}
