import UIKit

final class ReviewsViewController: UITableViewController {

    var presenter: ReviewsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reviews"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ReviewCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.reviews.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ReviewCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.reviews[indexPath.row]
        content.textProperties.numberOfLines = 0
        cell.contentConfiguration = content
        return cell
    }
}

final class ReviewsPresenter {

    let hotelID: String
    let reviews = ["Lovely staff and a quiet room.", "The terrace breakfast is worth the trip."]

    init(hotelID: String) {
        self.hotelID = hotelID
    }
}

enum ReviewsBuilder {

    static func build(hotelID: String) -> UIViewController {
        let view = ReviewsViewController()
        view.presenter = ReviewsPresenter(hotelID: hotelID)
        return view
    }
}
