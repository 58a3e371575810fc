import UIKit

@MainActor
protocol MeetupsRouterInput: AnyObject {
    func openMeetup(id: Int)
}

@MainActor
final class MeetupsRouter: MeetupsRouterInput {

    weak var viewController: UIViewController?
    private let api: MeetupAPI
    private var opening: Task<Void, Never>?

    init(api: MeetupAPI) {
        self.api = api
    }

    func openMeetup(id: Int) {
        opening?.cancel()
        opening = Task { [weak self, api] in
            do {
                let detail = try await MeetupDetailConfigurator.makeModule(meetupID: id, api: api)
                guard !Task.isCancelled else { return }
                self?.viewController?.navigationController?.pushViewController(detail, animated: true)
            } catch {
                self?.showLoadError()
            }
        }
    }

    private func showLoadError() {
        let alert = UIAlertController(title: "Couldn't open the meetup", message: "Check your connection.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        viewController?.present(alert, animated: true)
    }
}
