//
//  CommentsEntity.swift
//  Comments
//
//  Created by Mina Cho on 2024/04/02.
//

import Foundation

struct CommentsEntity: Codable, Equatable {
    let id: String
    let author: String
    let body: String
    let postedAt: Date

    var relativeDate: String {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .short
        return formatter.localizedString(for: postedAt, relativeTo: Date())
    }
}

struct CommentsDraft: Encodable {
    let recipeID: String
    let body: String
}
