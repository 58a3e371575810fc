//
//  FeedPresenter.swift
//  Beetroot
//

import Foundation

protocol FeedPresentationLogic {
    func presentFeed(items: [FeedItem])
}

final class FeedPresenter: FeedPresentationLogic {
    weak var viewController: FeedDisplayLogic?

    func presentFeed(items: [FeedItem]) {
        viewController?.displayFeed(headlines: items.map(\.headline))
    }
}
