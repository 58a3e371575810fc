//
//  TripDetailViewController.m
//  Wanderlust
//

#import "TripDetailViewController.h"

static NSString * const kTripDetailCellIdentifier = @"TripDetailCell";

@interface TripDetailViewController ()

@property (nonatomic, copy) NSArray<NSString *> *stops;

@end

@implementation TripDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Trip";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kTripDetailCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - TripDetailViewInput

- (void)showStops:(NSArray<NSString *> *)stops {
    self.stops = stops;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.stops.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kTripDetailCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.stops[indexPath.row];
    return cell;
}

@end
