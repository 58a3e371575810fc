import Foundation

protocol MessageServiceType {
    func threads(completion: @escaping (Result<[ChatThread], Error>) -> Void)
    func messages(threadID: String, completion: @escaping (Result<[Message], Error>) -> Void)
    func send(_ text: String, threadID: String, completion: @escaping (Result<Message, Error>) -> Void)
}

final class MessageService: MessageServiceType {
    private let api: APIClient

    init(api: APIClient = .shared) {
        self.api = api
    }

    func threads(completion: @escaping (Result<[ChatThread], Error>) -> Void) {
        api.request(NetworkRouter.threads, completion: completion)
    }

    func messages(threadID: String, completion: @escaping (Result<[Message], Error>) -> Void) {
        api.request(NetworkRouter.messages(threadID: threadID), completion: completion)
    }

    func send(_ text: String, threadID: String, completion: @escaping (Result<Message, Error>) -> Void) {
        api.request(NetworkRouter.sendMessage(threadID: threadID, text: text), completion: completion)
    }
}
