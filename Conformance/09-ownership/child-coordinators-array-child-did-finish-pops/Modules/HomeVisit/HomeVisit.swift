import UIKit

// MARK: - View

final class HomeVisitViewController: UIViewController {

    var presenter: HomeVisitPresenter!
    private let picker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Book a home visit"
        picker.datePickerMode = .dateAndTime
        picker.minimumDate = Date().addingTimeInterval(86_400)
        picker.frame = CGRect(x: 20, y: 140, width: 330, height: 60)
        view.addSubview(picker)
        let bookButton = UIButton(type: .system, primaryAction: UIAction(title: "Book visit") { [weak self] _ in
            guard let self else { return }
            self.presenter.didTapBook(on: self.picker.date)
        })
        bookButton.frame = CGRect(x: 20, y: 240, width: 330, height: 50)
        view.addSubview(bookButton)
    }
}

// MARK: - Presenter

final class HomeVisitPresenter {

    var onBooked: (() -> Void)?
    private let applicationID: String

    init(applicationID: String) {
        self.applicationID = applicationID
    }

    func didTapBook(on date: Date) {
        UserDefaults.standard.set(date, forKey: "\(applicationID).visit")
        onBooked?()
    }
}

// MARK: - Builder

enum HomeVisitBuilder {

    static func build(applicationID: String, onBooked: @escaping () -> Void) -> UIViewController {
        let view = HomeVisitViewController()
        let presenter = HomeVisitPresenter(applicationID: applicationID)
        presenter.onBooked = onBooked
        view.presenter = presenter
        return view
    }
}
