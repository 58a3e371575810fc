import Foundation

struct InboxMessage: Decodable {
    let id: String
    let subject: String
    let preview: String
    let link: String?
}

protocol InboxInteractorInput: AnyObject {
    func fetchMessages(completion: @escaping ([InboxMessage]) -> Void)
    func markRead(_ message: InboxMessage)
}

final class InboxInteractor: InboxInteractorInput {

    private let endpoint = URL(string: "https://api.steep-and-co.example/v1/inbox")!
    private var readIDs = Set(UserDefaults.standard.stringArray(forKey: "inbox.read") ?? [])

    func fetchMessages(completion: @escaping ([InboxMessage]) -> Void) {
        URLSession.shared.dataTask(with: endpoint) { data, _, _ in
            let messages = data.flatMap { try? JSONDecoder().decode([InboxMessage].self, from: $0) } ?? []
            DispatchQueue.main.async { completion(messages) }
        }.resume()
    }

    func markRead(_ message: InboxMessage) {
        readIDs.insert(message.id)
        UserDefaults.standard.set(Array(readIDs), forKey: "inbox.read")
    }
}
