//
//  OutfitEditorPresenter.h
//  Capsule
//

#import <Foundation/Foundation.h>

#import "OutfitEditorViewController.h"
#import "OutfitEditorModuleOutput.h"

@interface OutfitEditorPresenter : NSObject <OutfitEditorViewOutput>

@property (nonatomic, weak) id<OutfitEditorViewInput> view;
@property (nonatomic, weak) id<OutfitEditorModuleOutput> moduleOutput;
@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy) NSArray<NSString *> *items;

@end
