//
//  AddExpenseAssembly.h
//  Tally
//

#import <UIKit/UIKit.h>
#import "AddExpenseModuleOutput.h"

@interface AddExpenseAssembly : NSObject

+ (UIViewController *)buildModuleWithTripName:(NSString *)tripName moduleOutput:(id<AddExpenseModuleOutput>)moduleOutput;

@end
