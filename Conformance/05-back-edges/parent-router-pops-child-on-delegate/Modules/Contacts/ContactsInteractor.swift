import Foundation

struct Contact: Equatable {
    let id: UUID
    var name: String
    var phone: String
}

protocol ContactsInteractorInput: AnyObject {
    func contacts() -> [Contact]
    func update(_ contact: Contact)
}

final class ContactsInteractor: ContactsInteractorInput {
    private var storage: [Contact] = [
        Contact(id: UUID(), name: "Grace Hopper", phone: "+1 202 555 0117"),
        Contact(id: UUID(), name: "Linus Pauling", phone: "+1 503 555 0144")
    ]

    func contacts() -> [Contact] {
        storage.sorted { $0.name < $1.name }
    }

    func update(_ contact: Contact) {
        guard let index = storage.firstIndex(where: { $0.id == contact.id }) else { return }
        storage[index] = contact
    }
}
