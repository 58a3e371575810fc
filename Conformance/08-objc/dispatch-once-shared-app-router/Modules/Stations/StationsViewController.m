//
//  StationsViewController.m
//  Spokes
//

#import "StationsViewController.h"

static NSString * const kBikeCellIdentifier = @"BikeCell";

@interface StationsViewController ()

@property (nonatomic, copy) NSArray<NSString *> *bikes;

@end

@implementation StationsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Nearby Bikes";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kBikeCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - StationsViewInput

- (void)showBikes:(NSArray<NSString *> *)bikes {
    self.bikes = bikes;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.bikes.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kBikeCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.bikes[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectBikeAtIndex:indexPath.row];
}

@end
