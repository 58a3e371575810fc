import Foundation

protocol EditProfileInteractorInput: AnyObject {
    func value(for field: String) -> String?
    func save(_ value: String, for field: String)
}

final class EditProfileInteractor: EditProfileInteractorInput {

    private let defaults = UserDefaults.standard

    func value(for field: String) -> String? {
        defaults.string(forKey: "profile.\(field)")
    }

    func save(_ value: String, for field: String) {
        defaults.set(value, forKey: "profile.\(field)")
    }
}
