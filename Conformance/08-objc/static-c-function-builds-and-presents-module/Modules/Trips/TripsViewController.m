//
//  TripsViewController.m
//  Wayfarer
//

#import "TripsViewController.h"

static NSString * const kTripCellIdentifier = @"TripCell";

@interface TripsViewController ()
@property (nonatomic, copy) NSArray<NSString *> *tripTitles;
@end

@implementation TripsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Trips";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd
                                                                                           target:self
                                                                                           action:@selector(addTapped)];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kTripCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

- (void)addTapped {
    [self.output didTapAddTrip];
}

#pragma mark - TripsViewInput

- (void)showTripTitles:(NSArray<NSString *> *)titles {
    self.tripTitles = titles;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.tripTitles.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kTripCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.tripTitles[indexPath.row];
    cell.accessoryType = UITableViewCellAccessoryDetailDisclosureButton;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectTripAtIndex:indexPath.row];
}

- (void)tableView:(UITableView *)tableView accessoryButtonTappedForRowWithIndexPath:(NSIndexPath *)indexPath {
    [self.output didTapEditTripAtIndex:indexPath.row];
}

@end
