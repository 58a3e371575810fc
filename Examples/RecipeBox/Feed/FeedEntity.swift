//
//  FeedEntity.swift
//  Feed
//
//  Created by Daniel Park on 2024/02/27.
//

import Foundation

struct FeedEntity: Decodable, Equatable {
    let id: String
    let title: String
    let author: String
    let thumbnailURL: URL?
    let cookingMinutes: Int
    let likes: Int

    var subtitle: String {
        "\(author) · \(cookingMinutes) min"
    }

    var isQuick: Bool {
        cookingMinutes <= 20
    }
}
