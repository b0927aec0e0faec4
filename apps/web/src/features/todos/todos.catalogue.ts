import { maxTodoNotesLength, todosMessages } from '@advice/domain';

const characters = (max: number) => new Intl.NumberFormat('en-GB').format(max);

/** This area's texts, en-GB: the shared to-do list and the homes' overdue panels. */
export const todosCatalogue = {
  ...todosMessages,

  'todos.nav': 'To-dos',
  'todos.title': 'Your to-do list',
  'todos.lead': 'What you and your adviser agreed to do. Your adviser sees the same list: add your own and tick them off as you go.',
  'todos.staffTitle': 'To-do list',
  'todos.staffLead': 'What {{name}} and the practice agreed to do. {{name}} sees and changes the same list.',

  'todos.add': 'Add a to-do',
  'todos.addTitle': 'Add a to-do',
  'todos.editTitle': 'Edit the to-do',
  'todos.field.title': 'What needs doing',
  'todos.field.titleHint': 'A line, such as “Send your last three payslips”.',
  'todos.field.notes': 'Notes',
  'todos.field.notesHint': `Optional, up to ${characters(maxTodoNotesLength)} characters.`,
  'todos.field.dueOn': 'Due date',
  'todos.field.dueOnHint': 'Optional. Today or later.',
  'todos.save': 'Save to-do',
  'todos.cancel': 'Cancel',

  'todos.listLabel': 'To-dos, open first by due date',
  'todos.showCompleted': 'Show completed to-dos',
  'todos.done': 'Done',
  'todos.doneNamed': 'Mark “{{title}}” as done',
  'todos.due': 'Due {{date}}',
  'todos.overdue': 'Overdue',
  'todos.addedBy': 'Added by {{name}}',
  'todos.completedBy': 'Done {{date}} by {{name}}',
  'todos.completedOn': 'Done {{date}}',
  'todos.edit': 'Edit',
  'todos.editNamed': 'Edit “{{title}}”',
  'todos.delete': 'Delete',
  'todos.deleteNamed': 'Delete “{{title}}”',
  'todos.deleteTitle': 'Delete this to-do?',
  'todos.deleteText': '“{{title}}” will be removed from the list for everyone who shares it.',
  'todos.deleteKeep': 'Keep it',
  'todos.deleteConfirm': 'Delete to-do',
  'todos.pageOf': 'Page {{page}} of {{total}}',
  'todos.loadFailed': 'We couldn’t load the to-do list. Please try again.',
  'todos.readOnly': 'This client’s account is deactivated, so their to-do list can be read but not changed.',

  'todos.emptyTitle': 'Nothing to do yet',
  'todos.emptyText': 'Add what needs doing, with a due date if it has one. Your adviser sees the same list.',
  'todos.emptyTextStaff': 'Add what the client or the practice needs to do, with a due date if it has one. The client sees the same list.',
  'todos.emptyOpenTitle': 'Everything is done',
  'todos.emptyOpenText': 'No to-do is open. Show completed to-dos to see what was done, or add a new one.',

  'home.panels.overdueTodos.title': 'Overdue to-dos',
  'home.panels.overdueTodos.count_one': '{{count}} to-do on your list is overdue.',
  'home.panels.overdueTodos.count_other': '{{count}} to-dos on your list are overdue.',
  'home.panels.overdueTodos.listLabel': 'Overdue to-dos, most overdue first',
  'home.panels.overdueTodos.item': 'Was due {{date}}',
  'home.panels.clientsOverdueTodos.title': 'Clients’ overdue to-dos',
  'home.panels.clientsOverdueTodos.count_one': '{{count}} to-do on your clients’ lists is overdue.',
  'home.panels.clientsOverdueTodos.count_other': '{{count}} to-dos on your clients’ lists are overdue.',
  'home.panels.clientsOverdueTodos.listLabel': 'Overdue to-dos of your clients, most overdue first',
  'home.panels.clientsOverdueTodos.item': '{{name}}, was due {{date}}',
} as const;
