/// Counts how many times the Learn pages have been loaded.
final class LearnPresenter: LearnViewOutput {
    private(set) var opened = 0

    func viewDidLoad() {
        opened += 1
    }
}
