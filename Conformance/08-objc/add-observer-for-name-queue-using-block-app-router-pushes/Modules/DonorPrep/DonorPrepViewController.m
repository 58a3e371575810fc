//
//  DonorPrepViewController.m
//  Dropline
//

#import "DonorPrepViewController.h"

@interface DonorPrepViewController ()

@property (nonatomic, copy) NSArray<NSString *> *tips;

@end

@implementation DonorPrepViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"TipCell"];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - DonorPrepViewInput

- (void)showTips:(NSArray<NSString *> *)tips forSlot:(NSString *)slot {
    self.title = [NSString stringWithFormat:@"Booked: %@", slot];
    self.tips = tips;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.tips.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"TipCell" forIndexPath:indexPath];
    cell.textLabel.text = self.tips[indexPath.row];
    cell.textLabel.numberOfLines = 0;
    return cell;
}

@end
