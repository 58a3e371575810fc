//
//  RecipeFeedPresenter.m
//  Mise
//

#import "RecipeFeedPresenter.h"

@implementation RecipeFeedPresenter

#pragma mark - RecipeFeedViewOutput

- (void)didTriggerViewReadyEvent {
    [self.view showRecipeTitles:@[@"Miso-glazed aubergine", @"Lemon orzo with peas", @"Chickpea shakshuka"]];
}

- (void)didTapSignIn {
    [self.router openSignIn];
}

@end
