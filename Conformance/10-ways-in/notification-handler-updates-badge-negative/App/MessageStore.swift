//
//  MessageStore.swift
//  Murmur
//

import Foundation

final class MessageStore {
    static let shared = MessageStore()
    private(set) var unreadCount = 0

    func markDelivered(messageId: String) {
        unreadCount = max(0, unreadCount - 1)
    }
}
