//
//  TripListViewController.m
//  Wanderlust
//

#import "TripListViewController.h"

static NSString * const kTripListCellIdentifier = @"TripListCell";

@interface TripListViewController ()

@property (nonatomic, copy) NSArray<NSString *> *trips;

@end

@implementation TripListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Trips";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kTripListCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - TripListViewInput

- (void)showTrips:(NSArray<NSString *> *)trips {
    self.trips = trips;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.trips.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kTripListCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.trips[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.output didTriggerViewWillAppearEvent];
}

@end
