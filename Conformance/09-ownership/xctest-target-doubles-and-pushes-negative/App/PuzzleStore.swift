//
//  PuzzleStore.swift
//  Gambit
//

import Foundation

struct Puzzle: Equatable {
    let id: String
    let title: String
    let fen: String
    let solution: [String]
}

protocol PuzzleStoring: AnyObject {
    func dailyPuzzles() -> [Puzzle]
    func puzzle(id: String) -> Puzzle?
    func markSolved(id: String)
}

final class PuzzleStore: PuzzleStoring {

    private let puzzles = [
        Puzzle(id: "p-0412", title: "Back-rank mate", fen: "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", solution: ["Rd8#"]),
        Puzzle(id: "p-0413", title: "Knight fork", fen: "r3k3/8/8/3N4/8/8/8/4K3 w - - 0 1", solution: ["Nc7+"]),
        Puzzle(id: "p-0414", title: "Skewer the queen", fen: "4k3/8/8/8/q7/8/8/4K2R w - - 0 1", solution: ["Rh8+"])
    ]
    private var solved: Set<String> = []

    func dailyPuzzles() -> [Puzzle] {
        puzzles
    }

    func puzzle(id: String) -> Puzzle? {
        puzzles.first { $0.id == id }
    }

    func markSolved(id: String) {
        solved.insert(id)
    }
}
