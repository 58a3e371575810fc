//
//  RoomDetailViewController.m
//  Innkeep
//

#import "RoomDetailViewController.h"

@interface RoomDetailViewController ()

@property (nonatomic, copy) NSArray<NSString *> *amenities;

@end

@implementation RoomDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"AmenityCell"];
    [self.output viewIsReady];
}

#pragma mark - RoomDetailViewInput

- (void)showRoomNumber:(NSString *)number amenities:(NSArray<NSString *> *)amenities {
    self.title = [NSString stringWithFormat:@"Room %@", number];
    self.amenities = amenities;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.amenities.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"AmenityCell" forIndexPath:indexPath];
    cell.textLabel.text = self.amenities[indexPath.row];
    cell.selectionStyle = UITableViewCellSelectionStyleNone;
    return cell;
}

@end
