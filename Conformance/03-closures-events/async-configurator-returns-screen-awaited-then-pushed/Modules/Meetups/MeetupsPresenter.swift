import Foundation

@MainActor
protocol MeetupsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectMeetup(at index: Int)
}

@MainActor
final class MeetupsPresenter: MeetupsViewOutput {

    weak var view: MeetupsViewInput?
    private let api: MeetupAPI
    private let router: MeetupsRouterInput
    private var meetups: [Meetup] = []

    init(api: MeetupAPI, router: MeetupsRouterInput) {
        self.api = api
        self.router = router
    }

    func viewDidLoad() {
        Task {
            meetups = (try? await api.upcoming()) ?? []
            view?.show(meetups.map { "\($0.title) · \($0.languages)" })
        }
    }

    func didSelectMeetup(at index: Int) {
        router.openMeetup(id: meetups[index].id)
    }
}
