//
//  ParcelDetailViewController.m
//  Doorstep
//

#import "ParcelDetailViewController.h"

static NSString * const kEventCellIdentifier = @"EventCell";

@interface ParcelDetailViewController ()

@property (nonatomic, copy) NSArray<NSString *> *events;

@end

@implementation ParcelDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kEventCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - ParcelDetailViewInput

- (void)showTrackingNumber:(NSString *)trackingNumber {
    self.title = trackingNumber;
}

- (void)showTrackingEvents:(NSArray<NSString *> *)events {
    self.events = events;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.events.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kEventCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.events[indexPath.row];
    return cell;
}

@end
