//
//  Recipe.swift
//  Larder
//

import Foundation

struct Recipe: Equatable {
    var id: UUID
    var title: String
    var minutes: Int
    var steps: [String]
}
