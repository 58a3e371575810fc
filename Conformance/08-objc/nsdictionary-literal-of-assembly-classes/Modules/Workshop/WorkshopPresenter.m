//
//  WorkshopPresenter.m
//  SpokeShop
//

#import "WorkshopPresenter.h"

@interface WorkshopPresenter ()
@property (nonatomic, copy) NSArray<NSDictionary<NSString *, NSString *> *> *topics;
@end

@implementation WorkshopPresenter

- (void)didTriggerViewReadyEvent {
    self.topics = [self.interactor repairTopics];
    [self.view showTopicTitles:[self.topics valueForKey:@"title"]];
}

- (void)didSelectTopicAtIndex:(NSInteger)index {
    [self.router openGuideWithIdentifier:self.topics[index][@"id"]];
}

@end
