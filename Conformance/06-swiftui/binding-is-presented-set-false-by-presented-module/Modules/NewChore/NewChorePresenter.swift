import Foundation

@MainActor
final class NewChorePresenter: ObservableObject {
    let kids: [String]
    @Published var title = ""
    @Published var assignee: String
    @Published var stars = 1
    @Published private(set) var errorMessage: String?

    private let interactor: NewChoreInteractor

    init(kids: [String], interactor: NewChoreInteractor) {
        self.kids = kids
        self.assignee = kids.first ?? ""
        self.interactor = interactor
    }

    func didTapAdd() async -> Bool {
        let added = await interactor.add(title: title, assignee: assignee, stars: stars)
        errorMessage = added ? nil : "Give the chore a name first."
        return added
    }
}
