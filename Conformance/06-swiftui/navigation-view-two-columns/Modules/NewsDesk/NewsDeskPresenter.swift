import Foundation

@MainActor
final class NewsDeskPresenter: ObservableObject {
    let api: NewsroomAPI
    @Published var selectedTopicID: Topic.ID? {
        didSet { interactor.rememberTopic(selectedTopicID) }
    }

    private let interactor: NewsDeskInteractor

    init(api: NewsroomAPI, interactor: NewsDeskInteractor) {
        self.api = api
        self.interactor = interactor
        self.selectedTopicID = interactor.lastOpenedTopic()
    }
}
