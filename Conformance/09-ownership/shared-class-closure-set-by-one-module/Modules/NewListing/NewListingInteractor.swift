import Foundation

struct ListingDraft {
    var fields: [String: String]
}

protocol NewListingInteractorInput: AnyObject {
    func set(_ value: String, for field: String)
    func draft() -> ListingDraft
}

final class NewListingInteractor: NewListingInteractorInput {

    private var current = ListingDraft(fields: [:])

    func set(_ value: String, for field: String) {
        current.fields[field] = value
    }

    func draft() -> ListingDraft {
        current
    }
}
