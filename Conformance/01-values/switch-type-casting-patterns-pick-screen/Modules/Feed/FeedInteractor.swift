//
//  FeedInteractor.swift
//  Beetroot
//

import Foundation

protocol FeedBusinessLogic {
    func fetchFeed()
    func selectItem(at index: Int)
}

protocol FeedDataStore {
    var selectedItem: FeedItem? { get }
}

final class FeedInteractor: FeedBusinessLogic, FeedDataStore {
    var presenter: FeedPresentationLogic?
    private let worker = FeedWorker()
    private var items: [FeedItem] = []
    private(set) var selectedItem: FeedItem?

    func fetchFeed() {
        worker.fetchFeed { [weak self] items in
            self?.items = items
            self?.presenter?.presentFeed(items: items)
        }
    }

    func selectItem(at index: Int) {
        selectedItem = items.indices.contains(index) ? items[index] : nil
    }
}
