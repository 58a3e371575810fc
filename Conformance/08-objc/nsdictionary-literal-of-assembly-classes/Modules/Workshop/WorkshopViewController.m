//
//  WorkshopViewController.m
//  SpokeShop
//

#import "WorkshopViewController.h"

@interface WorkshopViewController ()
@property (nonatomic, copy) NSArray<NSString *> *topicTitles;
@end

@implementation WorkshopViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Fix it yourself";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"TopicCell"];
    [self.output didTriggerViewReadyEvent];
}

- (void)showTopicTitles:(NSArray<NSString *> *)titles {
    self.topicTitles = titles;
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.topicTitles.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"TopicCell" forIndexPath:indexPath];
    cell.textLabel.text = self.topicTitles[indexPath.row];
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectTopicAtIndex:indexPath.row];
}

@end
