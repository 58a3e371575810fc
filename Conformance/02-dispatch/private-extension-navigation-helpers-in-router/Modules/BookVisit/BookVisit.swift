import UIKit

final class BookVisitViewController: UIViewController {
    var presenter: BookVisitPresenter!
    private let picker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        picker.datePickerMode = .dateAndTime
        picker.minimumDate = Date()
        picker.frame = CGRect(x: 20, y: 80, width: view.bounds.width - 40, height: 60)
        view.addSubview(picker)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Request", primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.presenter.didRequest(slot: self.picker.date)
        })
    }
}

final class BookVisitPresenter {
    private let pet: Pet

    init(pet: Pet) {
        self.pet = pet
    }

    var title: String { "Visit for \(pet.name)" }

    func didRequest(slot: Date) {
        print("BookVisit: requested \(slot) for chip \(pet.chipNumber)")
    }
}

enum BookVisitBuilder {
    static func build(pet: Pet) -> UIViewController {
        let view = BookVisitViewController()
        view.presenter = BookVisitPresenter(pet: pet)
        return view
    }
}
