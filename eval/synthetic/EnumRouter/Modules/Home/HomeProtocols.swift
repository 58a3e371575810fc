import Foundation

protocol HomeViewInput: AnyObject {
    func show(people: [Person], drafts: [Draft])
    func showError(_ message: String)
}

protocol HomeViewOutput: AnyObject {
    func viewIsReady()
    func viewWillAppear()
    func didSelectPerson(at index: Int)
    func didSelectDraft(at index: Int)
    func didTapCompose()
    func didTapSettings()
}

protocol HomeInteractorInput: AnyObject {
    func loadPeople()
    func loadDrafts()
}

protocol HomeInteractorOutput: AnyObject {
    func didLoad(people: [Person])
    func didLoad(drafts: [Draft])
    func didFail(_ error: Error)
}

protocol HomeRouterInput: AnyObject {
    func openProfile(userID: String)
    func openSettings()
    func openEditor(with draft: Draft?)
}
