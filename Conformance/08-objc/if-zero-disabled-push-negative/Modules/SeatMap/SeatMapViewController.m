//
//  SeatMapViewController.m
//  Matinee
//

#import "SeatMapViewController.h"

static NSString * const kSeatMapCellIdentifier = @"SeatMapCell";

@interface SeatMapViewController ()

@property (nonatomic, copy) NSArray<NSString *> *rows;

@end

@implementation SeatMapViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Choose Seats";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kSeatMapCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - SeatMapViewInput

- (void)showRows:(NSArray<NSString *> *)rows {
    self.rows = rows;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.rows.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kSeatMapCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.rows[indexPath.row];
    return cell;
}

@end
