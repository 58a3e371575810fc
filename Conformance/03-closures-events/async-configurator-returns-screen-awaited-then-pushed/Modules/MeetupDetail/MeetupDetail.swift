import UIKit

final class MeetupDetailViewController: UITableViewController {

    var presenter: MeetupDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Attendee")
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        presenter.subtitle
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.attendees.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Attendee", for: indexPath)
        cell.textLabel?.text = presenter.attendees[indexPath.row]
        return cell
    }
}

final class MeetupDetailPresenter {

    private let meetup: Meetup
    let attendees: [String]

    init(meetup: Meetup, attendees: [Attendee]) {
        self.meetup = meetup
        self.attendees = attendees.map { "\($0.name) (\($0.speaks))" }
    }

    var title: String { meetup.title }
    var subtitle: String { "\(meetup.languages) at \(meetup.venue)" }
}

enum MeetupDetailConfigurator {

    /// Loads the meetup and who is coming before the screen exists, so it never shows a spinner.
    @MainActor
    static func makeModule(meetupID: Int, api: MeetupAPI) async throws -> UIViewController {
        let meetup = try await api.meetup(id: meetupID)
        let attendees = try await api.attendees(meetupID: meetupID)
        let view = MeetupDetailViewController(style: .insetGrouped)
        view.presenter = MeetupDetailPresenter(meetup: meetup, attendees: attendees)
        return view
    }
}
